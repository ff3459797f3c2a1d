/** Request and response schemas of the operation module (filled by the module). */
export {};
