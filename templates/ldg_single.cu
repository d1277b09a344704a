{{LAUNCH}}
// kpipe: software-pipelined K-loop, register prefetch (ldg), single buffer.
// {{SUMMARY}}
// Each iteration loads tile t+1 into registers, computes on tile t, waits at a barrier until every
// warp is done reading the tiles, stores the registers into the tiles, and waits again before the
// next compute. The global-load latency overlaps the compute; shared memory stays the same.
{
    {{HOISTED}}
    {{INIT}}
    if ({{COND}}) {
        {{LEADING_BARRIER}}
        // prologue: tile 0
        {{PROLOGUE}}
        __syncthreads();
        {{LOOP_PRAGMAS}}
        for (; {{COND_NEXT}}; {{STEP}}) {
            // tile t+1: global loads into registers, issued before the compute
            {{REGISTERS}}
            {{PREFETCH}}
            // tile t: compute while the loads are in flight
            {{COMPUTE}}
            __syncthreads();
            // tile t+1: registers into the tiles
            {{STORE}}
            __syncthreads();
        }
        // epilogue: the last tile
        {{EPILOGUE}}
        __syncthreads();
        {{FINAL_STEP}}
    }
}
