/** Request and response schemas of the product module (filled by the module). */
export {};
