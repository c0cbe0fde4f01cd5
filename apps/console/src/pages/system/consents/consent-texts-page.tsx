import { api } from '../../../api-client';
import { ConsentTextsView } from './consent-texts-view';

/** 知情同意书 over the console's API client (the story passes its own calls to the view). */
export default function ConsentTextsPage() {
  return <ConsentTextsView calls={api} />;
}
