/** Request and response schemas of the registration module (filled by the module). */
export {};
