/**
 * The assistant gateway a build reads what only it has (company profile, group tree, view
 * statistics), wired once from the settings and shared by the gateway loaders. Not configured
 * (neither variable set): the loaders store nothing and the pages leave those sections out; one
 * line says so.
 */
import { createGatewayClient, type GatewayClient } from '../gateway/client.ts';
import { clock } from '../lib/clock.ts';
import { BUILD_RETRIES, gatewaySettings } from '../settings.ts';

export type GatewaySource = GatewayClient | undefined;

export function gatewayFromSettings(): () => GatewaySource {
  let source: { value: GatewaySource } | undefined;
  return () => {
    if (source) return source.value;
    const settings = gatewaySettings();
    if (!settings) {
      console.log(
        `${clock()} [gateway] ASSISTANT_GATEWAY_URL/TOKEN not set: company profile, group tree and most viewed left out`,
      );
      source = { value: undefined };
      return undefined;
    }
    const client = createGatewayClient({
      url: settings.url,
      token: settings.token,
      retries: BUILD_RETRIES,
      logger: (line) => console.log(`${clock()} [gateway] ${line}`),
    });
    source = { value: client };
    return source.value;
  };
}
