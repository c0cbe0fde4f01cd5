export { GoNoGoScreen } from './go-no-go-screen';
export { planGoNoGo } from './plan';
