export * from './auth';
export * from './billing';
export * from './classify';
export * from './contact';
export * from './envelope';
export * from './excel';
export * from './stats';
export * from './text';
