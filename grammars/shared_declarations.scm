; Declarations in shared memory: static tiles, extern arrays.
(declaration
  (type_qualifier "__shared__")) @declaration
