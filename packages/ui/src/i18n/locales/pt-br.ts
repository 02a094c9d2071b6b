import type { UiStrings } from "../strings";
import { pt } from "./pt";

/** Brazilian Portuguese: European Portuguese (pt.ts) but for the words Brazil says otherwise. */
export const ptBr: Partial<UiStrings> = {
  ...pt,
  loading: "Carregando",
  showPassword: "Mostrar senha",
  hidePassword: "Ocultar senha",
  nextPage: "Próxima página",
  breadcrumbs: "Trilha de navegação",
  dropFiles: "Solte uma imagem aqui ou",
  browseFiles: "escolha um arquivo",
  removeFile: "Remover arquivo",
  fileTooLarge: "Este arquivo tem mais de {size}. Escolha uma imagem menor.",
  fileTypeNotAccepted: "Este tipo de arquivo não é aceito. Escolha uma imagem PNG, JPEG, WebP ou GIF.",
  link: "Link",
  linkUrl: "Endereço do link",
  removeLink: "Remover link",
  invalidLink: "Digite um endereço web (https://…) ou um endereço de e-mail",
  poweredBy: "Desenvolvido com",
  error: "Algo deu errado",
  opensInNewTab: "(abre em uma nova aba)",
  skipToContent: "Pular para o conteúdo",
  notFoundDescription: "A página que você procura não existe ou foi movida.",
  errorDescription: "Ocorreu um erro inesperado. Tente novamente em instantes.",
};
