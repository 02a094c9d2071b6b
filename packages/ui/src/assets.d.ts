// Style sheets imported for their side effect (the self-hosted font).
declare module "*.css";
