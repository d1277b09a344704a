; Kernels: every __global__ function definition.
(function_definition "__global__") @kernel
