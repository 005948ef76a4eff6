// kept for screens that still import it from here (config, dictionaries); the button lives in components/
export { ConfirmDeleteButton } from '../../../components/ConfirmDeleteButton';
