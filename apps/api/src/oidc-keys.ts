import { loadConfig } from './config.js';
import { newSigningKey, rotateSigningKeyFile } from './oidc/keys.js';

/**
 * The OpenID Provider's signing keys, by hand:
 *
 *   node apps/api/dist/oidc-keys.js rotate    a new key in DATA_DIR/oidc-signing-keys.json signs from the next start;
 *                                             the previous one stays published two hours, then goes at a later rotation
 *   node apps/api/dist/oidc-keys.js new       prints a new private key (JWK) to put into OIDC_SIGNING_KEYS
 */
async function main(command: string | undefined) {
  if (command === 'new') {
    console.log(JSON.stringify(await newSigningKey()));
    return;
  }
  if (command === 'rotate') {
    const { dataDir } = loadConfig();
    const { signing, kept, dropped } = await rotateSigningKeyFile(dataDir);
    console.log(`New signing key ${signing} in ${dataDir}; still published: ${kept.join(', ') || 'none'}; dropped: ${dropped.join(', ') || 'none'}. Restart the server to use it.`);
    return;
  }
  console.error('usage: oidc-keys.js rotate | new');
  process.exitCode = 2;
}

await main(process.argv[2]);
