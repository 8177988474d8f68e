// Where staff work: an office line to the console's host (Chromium's network emulation) and a
// gateway that spends tens of milliseconds on every call. The side-by-side rows run once on the
// instant gateway (the front ends' own work) and once under this profile.

export const OFFICE_LINE = {
  name: 'office line: 40 ms round trip, 20 Mbit/s down, 5 up, gateway 50 ms per call',
  rttMs: 40,
  downMbit: 20,
  upMbit: 5,
  gatewayMs: 50,
};

/** Throttles `page`'s network to the profile (no profile: as it is). */
export async function throttle(context, page, profile) {
  if (!profile) return;
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: (profile.downMbit * 1_000_000) / 8,
    uploadThroughput: (profile.upMbit * 1_000_000) / 8,
  });
}
