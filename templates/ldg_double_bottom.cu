{{LAUNCH}}
// kpipe: software-pipelined K-loop, register prefetch (ldg), 2 stages, loads at the bottom, one barrier per iteration.
// {{SUMMARY}}
// Iteration t computes on tile t in stage kp_stage, stores tile t+1 from the registers into stage
// kp_stage ^ 1, then issues the global loads of tile t+2 into the registers before the barrier, so
// that they are in flight during the compute of iteration t+1. Issued at the top of the iteration,
// nvcc may sink such loads to just before their stores, after most of the compute; the branch and
// the loop's back edge keep them here. One barrier per iteration is enough: the stage written in
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
        {{REGISTERS}}
        // tile 1, if it exists: global loads into registers
        if ({{COND_NEXT}}) {
            {{PREFETCH_FIRST}}
        }
        {{LOOP_PRAGMAS}}
        for (; {{COND_NEXT}}; {{STEP}}) {
            // tile t: compute on the current stage while the loads of tile t+1 are in flight
            {{COMPUTE}}
            // tile t+1: registers into the other stage
            {{STORE}}
            // tile t+2, if it exists: global loads into registers, in flight across the barrier
            if ({{COND_AHEAD}}) {
                {{PREFETCH}}
            }
            __syncthreads();
            kp_stage ^= 1;
        }
        // epilogue: the last tile
        {{EPILOGUE}}
        __syncthreads();
        {{FINAL_STEP}}
    }
}
