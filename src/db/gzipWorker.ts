// Compresses the export off the page: CompressionStream does its work on the thread that reads it, and 35 MB
// of JSON on the main thread was a 0.3–1.5 s freeze.
self.onmessage = async (e: MessageEvent<Blob>) => {
  const gz = await new Response(e.data.stream().pipeThrough(new CompressionStream('gzip'))).blob();
  (self as unknown as Worker).postMessage(gz);
};
