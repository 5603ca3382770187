// The agents feature's public face: a waveMaker, waveMaker search, picking and creating them.
export { useAgent } from './api/get-agent';
export { useAgentSearch } from './api/get-agents';
export { AgentMultiPicker } from './components/agent-multi-picker';
export { CreateAgentDialog } from './create-agent/components/create-agent-dialog';
