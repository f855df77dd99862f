import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Nothing but React Router's plugin: the floor is what any React Router app costs.
export default defineConfig({
  plugins: [reactRouter()],
});
