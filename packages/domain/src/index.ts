export * from './enums';
export * from './constants';
export * from './languages';
export * from './permissions';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/clinics';
export * from './format';
