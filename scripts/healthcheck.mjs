// The container's health check (Dockerfile): exit 0 when the server on this machine answers GET /healthz with 200,
// else 1 with the reason on stderr. PORT and TLS_CERT as the server reads them; its own certificate is not checked
// here (the address is 127.0.0.1, not the name the certificate is for).
import { request as http } from 'node:http';
import { request as https } from 'node:https';

const port = Number(process.env.PORT || 4173);
const secure = !!process.env.TLS_CERT;
const req = (secure ? https : http)(
  { host: '127.0.0.1', port, path: '/healthz', timeout: 4000, rejectUnauthorized: false },
  (res) => {
    let body = '';
    res.on('data', (b) => (body += b));
    res.on('end', () => {
      if (res.statusCode === 200) process.exit(0);
      console.error(`unhealthy (${res.statusCode}): ${body}`);
      process.exit(1);
    });
  },
);
req.on('timeout', () => req.destroy(new Error('no answer within 4 s')));
req.on('error', (e) => {
  console.error(`unhealthy: ${e.message}`);
  process.exit(1);
});
req.end();
