{{LAUNCH}}
// kpipe: software-pipelined K-loop, cp.async, 2 stages, one barrier per iteration.
// {{SUMMARY}}
// Each iteration waits for its own copies of tile t and meets the other threads at the barrier, then
// issues the async copies of tile t+1 into stage kp_stage ^ 1 and computes on tile t in stage
// kp_stage. One barrier per iteration is enough: after the wait and the barrier every thread's copies
// of tile t are visible, and every thread has finished computing on tile t-1, the stage being filled.
// The wait sits at the top of the loop, not after the compute: there nvcc may schedule it above the
// last matrix instructions, which stalls them on copies they do not need.
{
    {{HOISTED}}
    {{INIT}}
    if ({{COND}}) {
        {{LEADING_BARRIER}}
        int kp_stage = 0;
        // prologue: tile 0 into stage 0
        {{PROLOGUE}}
        __pipeline_commit();
        {{LOOP_PRAGMAS}}
        for (; {{COND_NEXT}}; {{STEP}}) {
            // tile t has landed (this thread's copies), everywhere (the barrier); stage kp_stage ^ 1 is free
            __pipeline_wait_prior(0);
            __syncthreads();
            // tile t+1: async copies into the other stage, issued before the compute
            {{PREFETCH}}
            __pipeline_commit();
            // tile t: compute on the current stage while the copies are in flight
            {{COMPUTE}}
            kp_stage ^= 1;
        }
        // epilogue: the last tile
        __pipeline_wait_prior(0);
        __syncthreads();
        {{EPILOGUE}}
        __syncthreads();
        {{FINAL_STEP}}
    }
}
