export default function LoginDialog() {
  return null;
}
