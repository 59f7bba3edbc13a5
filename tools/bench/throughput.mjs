// Requests per second of the jobs API against a static file of the same JSON,
// served by the same process on loopback: autocannon, bounded in time.
import autocannon from 'autocannon';

function measure(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: seconds, pipelining: 1 }, (error, result) => {
      if (error) reject(error);
      else if (result.non2xx > 0 || result.errors > 0)
        reject(new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`));
      else resolve(result.requests.average);
    });
  });
}

export async function compareThroughput(apiUrl, staticUrl, seconds = 10) {
  await measure(apiUrl, 2); // warm up both paths
  await measure(staticUrl, 2);
  const api = await measure(apiUrl, seconds);
  const staticFile = await measure(staticUrl, seconds);
  return { api, static: staticFile, ratio: api / staticFile };
}
