{{LAUNCH}}
// kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration, the wait after the compute.
// {{SUMMARY}}
// Each iteration issues the async copies of tile t+1 into stage kp_stage ^ 1, computes on tile t in
// stage kp_stage, then waits for its own copies and meets the other threads at the barrier. One barrier
// per iteration is enough: the stage being filled was last read in iteration t-1, before that
// iteration's barrier; after the wait and the barrier every thread's copies are visible.
{
    {{HOISTED}}
    {{INIT}}
    if ({{COND}}) {
        {{LEADING_BARRIER}}
        int kp_stage = 0;
        // prologue: tile 0 into stage 0
        {{PROLOGUE}}
        __pipeline_commit();
        __pipeline_wait_prior(0);
        __syncthreads();
        {{LOOP_PRAGMAS}}
        for (; {{COND_NEXT}}; {{STEP}}) {
            // tile t+1: async copies into the other stage, issued before the compute
            {{PREFETCH}}
            __pipeline_commit();
            // tile t: compute on the current stage while the copies are in flight
            {{COMPUTE}}
            __pipeline_wait_prior(0);
            __syncthreads();
            kp_stage ^= 1;
        }
        // epilogue: the last tile
        {{EPILOGUE}}
        __syncthreads();
        {{FINAL_STEP}}
    }
}
