import { createRoot } from 'react-dom/client';
import { manifest } from 'virtual:edition';

createRoot(document.getElementById('root')!).render(<p>{manifest.name}</p>);
