/** The demo module's door: its plugin, the demo seed main.ts runs, and the replay set-up's answer types. */
export { demoModule } from './demo.module';
export { seedDemo, type DemoSeedResult } from './demo.seed';
export type { ReplaySetup } from './replay-setup.service';
export type { ReplayProduct } from './replay-setup.repository';
