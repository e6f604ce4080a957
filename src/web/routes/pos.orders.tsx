// The order and quote lists. To be built (issue 11, lists).
export default function PosOrders() {
  return <p>Orders</p>;
}
