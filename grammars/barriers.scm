; Block-wide barriers kpipe reasons about: __syncthreads() calls.
((call_expression
   function: (identifier) @name) @barrier
 (#eq? @name "__syncthreads"))
