let networks = 0;

/**
 * A network of its own for each visitor a test makes (a /64 of the documentation range, by
 * process and visitor), sent as X-Forwarded-For to a server that trusts one proxy: a hotel's owners
 * sign up from many networks, and from one the sign-up limit would refuse the eleventh
 * (docs/decisions/0010).
 */
export function ownNetwork(): string {
  networks += 1;
  return `2001:db8:${(process.pid & 0xffff).toString(16)}:${networks.toString(16)}::1`;
}
