{{LAUNCH}}
// kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, one barrier per iteration.
// {{SUMMARY}}
// Each iteration loads tile t+1 into registers, computes on tile t in stage kp_stage, then stores the
// registers into stage kp_stage ^ 1. One barrier per iteration is enough: the stage written in
// iteration t was last read in iteration t-1, before that iteration's barrier; the stage read in
// iteration t was written before the barrier that ended iteration t-1.
{
    {{HOISTED}}
    {{INIT}}
    if ({{COND}}) {
        {{LEADING_BARRIER}}
        int kp_stage = 0;
        // prologue: tile 0 into stage 0
        {{PROLOGUE}}
        __syncthreads();
        {{LOOP_PRAGMAS}}
        for (; {{COND_NEXT}}; {{STEP}}) {
            // tile t+1: global loads into registers, issued before the compute
            {{REGISTERS}}
            {{PREFETCH}}
            // tile t: compute on the current stage while the loads are in flight
            {{COMPUTE}}
            // tile t+1: registers into the other stage
            {{STORE}}
            __syncthreads();
            kp_stage ^= 1;
        }
        // epilogue: the last tile
        {{EPILOGUE}}
        __syncthreads();
        {{FINAL_STEP}}
    }
}
