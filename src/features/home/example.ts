/**
 * The query Home's search box shows as its example: one a person can run as it is, which finds events
 * in the demo's data at any hour (checkout-api fails an order now and then), and which reads as what it
 * does. `service` is the dataset's `$service` attribute.
 */
export const EXAMPLE_QUERY = "level = 'error' AND service = 'checkout-api'";
