import { useParams } from 'react-router';
import { DocumentPreview } from '@/features/documents/components/document-preview';

/** `/app/preview/{id}`: one document shown in the page. */
export function Component() {
  const { id = '' } = useParams();
  return <DocumentPreview key={id} documentId={id} />;
}
