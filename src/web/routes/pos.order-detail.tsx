// /pos/order-detail/{orderNo}. To be built (issue 11, detail).
export default function PosOrderDetail() {
  return <p>Order</p>;
}
