/** The CAD models module's public face (ADR 033, ADR 076): product CAD links, files and the 3D view call. */
export { createCadModelsService, type CadModelsService } from './cad-models.service';
export { cadModelsRoutes } from './cad-models.routes';
