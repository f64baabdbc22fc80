// Prints the first E2E_PORT from 3100 up (in steps of 200) whose pair, it and 100 ports up, is free on
// 127.0.0.1, so that CI does not fail on a port another run on the same machine still holds.
import net from 'node:net';

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

for (let port = 3100; port < 9000; port += 200) {
  if ((await isFree(port)) && (await isFree(port + 100))) {
    console.log(port);
    process.exit(0);
  }
}
console.error('no free pair of ports for the end-to-end servers between 3100 and 9000');
process.exit(1);
