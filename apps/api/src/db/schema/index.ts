export * from './billing';
export * from './classify';
export * from './contact';
export * from './credits';
export * from './excel';
export * from './outbox';
export * from './results';
export * from './users';
