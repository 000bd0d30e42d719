// Moved to ui/ (the task form's pet field uses it too); kept here so the records module's imports stand.
export { RemoteSelect, type RemoteOption } from '../../ui/remote-select';
