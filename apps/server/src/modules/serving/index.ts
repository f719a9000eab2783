/** The serving module's door: its plugin, its face and the types the face uses. */
export { servingModule, type ServingFace } from './serving.module';
