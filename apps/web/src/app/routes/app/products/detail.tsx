import { useParams } from 'react-router';
import { ProductPage } from '@/features/investor-products/components/product-page';

/** `/app/products/{id}`: one product, with the investor's offer or "ask my advisor". */
export function Component() {
  const { id = '' } = useParams();
  return <ProductPage key={id} productId={id} />;
}
