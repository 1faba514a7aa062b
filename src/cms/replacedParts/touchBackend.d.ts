/** react-dnd-touch-backend 14 names its types only in its publishConfig, which npm leaves in the published package.json. */
declare module "react-dnd-touch-backend" {
  export * from "react-dnd-touch-backend/dist/types/index";
}
