{{LAUNCH}}
// kpipe: software-pipelined K-loop, cp.async, a ring of {{STAGES}} stages, one barrier per iteration,
// the copies of the next stage spread over the compute's k-steps.
// {{SUMMARY}}
// The prologue issues tiles 0..{{WAIT}} into stages 0..{{WAIT}}, one commit group per tile (empty where the
// tile does not exist), so group g holds tile g. Iteration t waits with __pipeline_wait_prior({{WAIT}}),
// which leaves pending only the groups of the tiles after t: this thread's copies of tile t have
// landed. The barrier makes every thread's copies visible and ends every thread's compute on tile
// t-1. Tile t is computed on in stage kp_stage, and the copies of tile t+{{AHEAD}} go into the stage tile
// t-1 was read from (kp_fill), a share of them at the top of each k-step of the compute (kp_step), so
// that they do not queue in front of the first k-step's shared-memory loads; the tile's commit group
// closes after the compute. One barrier per iteration is enough: the stage written in
// iteration t was last read in iteration t-1, before iteration t's barrier; at most {{AHEAD}} tiles are in
// flight, in the {{AHEAD}} stages other than kp_stage.
// Tiles past the end are not loaded: their copies are predicated off, not zero-byte copies, since a
// zero-byte copy still needs a valid source address and still writes its stage (zero fill), which
// another tile may be in. The loop steps once per tile, so its variables end where the original's do.
{
    {{HOISTED}}
    {{INIT}}
    if ({{COND}}) {
        {{LEADING_BARRIER}}
        {{PROLOGUE}}
        int kp_stage = 0;
        int kp_fill = {{AHEAD}};
        {{LOOP_PRAGMAS}}
        for (; {{COND}}; {{STEP}}) {
            // tile t has landed (this thread's copies), everywhere (the barrier); tile t-1's stage is free
            __pipeline_wait_prior({{WAIT}});
            __syncthreads();
            // tile t: compute on its stage; tile t+{{AHEAD}}'s copies into the freed stage, a share per k-step
            {{COMPUTE}}
            __pipeline_commit();
            kp_fill = kp_stage;
            kp_stage = kp_stage == {{AHEAD}} ? 0 : kp_stage + 1;
        }
        // the groups still pending are empty; the original's barrier after the last tile
        __pipeline_wait_prior(0);
        __syncthreads();
    }
}
