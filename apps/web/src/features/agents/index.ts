// The agents feature's public face: waveMaker search, picking and creating waveMakers.
export { useAgentSearch } from './api/get-agents';
export { AgentMultiPicker } from './components/agent-multi-picker';
export { CreateAgentDialog } from './create-agent/components/create-agent-dialog';
