import { ProductsList } from '@/features/investor-products/components/products-list';

/** `/app/products`: the products of the landing page's active campaigns. */
export function Component() {
  return <ProductsList />;
}
