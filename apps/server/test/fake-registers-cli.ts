import { startFakeKrs, startFakeVatWhitelist, type FakeRegisterMode } from './fake-registers.ts';

// Starts the fake public registers outside the test runner, for the browser tests and for trying the KYC form by hand:
//   node --import tsx apps/server/test/fake-registers-cli.ts
// prints `KRS_API_URL=...` and `VAT_WHITELIST_API_URL=...` lines to hand to the server, and runs until stopped (SIGINT or
// SIGTERM). FAKE_KRS_PORT and FAKE_VAT_WHITELIST_PORT choose the ports (default: free ones), FAKE_REGISTERS_MODE the mode of
// both (normal, slow, down, closed, malformed), FAKE_KRS_MASK_NAMES=false answers unmasked board members' names.

const MODES: readonly FakeRegisterMode[] = ['normal', 'slow', 'down', 'closed', 'malformed'];

function port(name: string): number {
  const value = process.env[name];
  if (value === undefined || value === '') return 0;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`${name} must be a port number`);
  return parsed;
}

const mode = (process.env.FAKE_REGISTERS_MODE ?? 'normal') as FakeRegisterMode;
if (!MODES.includes(mode)) throw new Error(`FAKE_REGISTERS_MODE must be one of ${MODES.join(', ')}`);

const krs = await startFakeKrs({ port: port('FAKE_KRS_PORT'), mode, maskNames: process.env.FAKE_KRS_MASK_NAMES !== 'false' });
const vatWhitelist = await startFakeVatWhitelist({ port: port('FAKE_VAT_WHITELIST_PORT'), mode });
process.stdout.write(`KRS_API_URL=${krs.url}\nVAT_WHITELIST_API_URL=${vatWhitelist.url}\n`);

const stop = () => {
  void Promise.all([krs.close(), vatWhitelist.close()]).then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
