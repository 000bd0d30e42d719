export { seedDemo, type DemoSummary } from './seed-demo';
export { DEMO_GROUP_NAME, DEMO_PASSWORD } from './demo-data';
