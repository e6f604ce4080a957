// Chooses the payment gateway named by PAYMENT_GATEWAY (docs/architecture.md, outside services).
import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { type SimulatorKey, createSimulatorGateway } from './simulator.ts';
import { createWindcaveGateway } from './windcave.ts';

export type {
  HostedPaymentRequest,
  HostedPaymentStart,
  PaymentGateway,
  PaymentOutcome,
  RefundOutcome,
  RefundRequest,
} from './gateway.ts';
export { RefundRefused } from './gateway.ts';

export type { SimulatorKey, SimulatorSigner } from './simulator.ts';

export interface PaymentGatewayDeps {
  /** The simulator's signing key (services/outside), used only when PAYMENT_GATEWAY=simulator. */
  simulatorKey: SimulatorKey;
  /** WINDCAVE_URL, WINDCAVE_USERNAME and WINDCAVE_API_KEY come from here; process.env by default. */
  env?: NodeJS.ProcessEnv;
  fetch?: typeof fetch;
}

export function createPaymentGateway(config: Pick<Config, 'paymentGateway'>, deps: PaymentGatewayDeps): PaymentGateway {
  const env = deps.env ?? process.env;
  switch (config.paymentGateway) {
    case 'windcave': {
      const username = env.WINDCAVE_USERNAME;
      const apiKey = env.WINDCAVE_API_KEY;
      // Failing at start-up beats a checkout that breaks at the last step.
      if (!username || !apiKey)
        throw new Error('PAYMENT_GATEWAY=windcave needs WINDCAVE_USERNAME and WINDCAVE_API_KEY');
      return createWindcaveGateway({ baseUrl: env.WINDCAVE_URL || undefined, username, apiKey, fetch: deps.fetch });
    }
    case 'simulator':
      return createSimulatorGateway(deps.simulatorKey);
    default:
      throw new Error(`Unknown PAYMENT_GATEWAY: ${String(config.paymentGateway)}`);
  }
}
