import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { GuideList, type GuideListProps } from "../../src/components/GuideList";
import { downloadGuide, getSupabaseBackend, type Guide, type StorageBackend } from "../../src/lib/storage";
import { toGuides } from "../../src/lib/storage/guides";
import { renderStyled } from "../helpers/render";
import { builtWith, readData, supabaseProject } from "../helpers/siteData";

jest.mock("../../src/lib/storage", () => ({
  ...jest.requireActual("../../src/lib/storage"),
  getSupabaseBackend: jest.fn(),
  downloadGuide: jest.fn(),
}));

const page = readData<{ downloadLabel: string; emptyText: string; fileTypeLabel: string; updatedText: string; fallbackDescription: string }>("resources-page.json");
const catalogue = readData<{ guides: GuideListProps["catalogue"][number][] }>("resources-page.json").guides;
const built: Guide[] = toGuides(
  catalogue.map((entry, index) => ({ id: entry.file, name: entry.file, bytes: 11000 + index * 1024 })),
  { entries: catalogue, fallbackDescription: page.fallbackDescription },
  (name) => `/guides/${name}`,
);

const props: GuideListProps = { guides: built, catalogue, fallbackDescription: page.fallbackDescription, copy: page };

/** A build with a Supabase project (siteMetadata.supabase), whose guides bucket lists what `listGuides` gives. */
function supabaseReturning(listGuides: StorageBackend["listGuides"]): void {
  builtWith({ supabase: supabaseProject });
  jest.mocked(getSupabaseBackend).mockReturnValue({ kind: "supabase", listGuides, getPublicUrl: jest.fn(), download: jest.fn(), getVideo: jest.fn() });
}

describe("guide list", () => {
  it("shows every guide with its title, description, icon, size and a download link named after it", () => {
    renderStyled(<GuideList {...props} />);
    const cards = screen.getAllByRole("listitem");
    expect(cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent)).toEqual(catalogue.map((entry) => entry.title));
    const garage = within(cards[1]);
    expect(garage.getByRole("heading", { level: 3, name: "Garage & MOT Compliance Guide" })).toBeInTheDocument();
    expect(garage.getByText(/^What MOT testers in Great Britain look for/)).toBeInTheDocument();
    expect(garage.getByText("PDF · 11.74 KB")).toBeInTheDocument();
    expect(cards[1].querySelector("svg[data-icon]")).toHaveAttribute("data-icon", "garage");
    const link = garage.getByRole("link", { name: "Download Garage & MOT Compliance Guide (PDF, 11.74 KB)" });
    expect(link).toHaveAttribute("href", "/guides/garage-mot-compliance-guide.pdf");
    expect(link).toHaveAttribute("download", "garage-mot-compliance-guide.pdf");
    expect(getSupabaseBackend).not.toHaveBeenCalled();
  });

  it("says so when there are no guides", () => {
    renderStyled(<GuideList {...props} guides={[]} />);
    expect(screen.queryByRole("listitem")).not.toBeInTheDocument();
    expect(screen.getByText(page.emptyText)).toBeInTheDocument();
  });

  it("tries a direct download first, through the backend the guide came from", async () => {
    jest.mocked(downloadGuide).mockResolvedValue("saved");
    renderStyled(<GuideList {...props} />);
    await userEvent.click(screen.getByRole("link", { name: /^Download Taxi Manufacturers/ }));
    expect(downloadGuide).toHaveBeenCalledWith(expect.objectContaining({ name: "taxi-manufacturers.pdf" }), expect.objectContaining({ kind: "embedded" }));
  });

  it("leaves a modified click (new tab, new window) to the browser", async () => {
    const user = userEvent.setup();
    renderStyled(<GuideList {...props} />);
    const link = screen.getByRole("link", { name: /^Download Taxi Manufacturers/ });
    link.addEventListener("click", (event) => event.preventDefault()); // jsdom would try to navigate
    await user.keyboard("{Control>}");
    await user.click(link);
    await user.keyboard("{/Control}");
    expect(downloadGuide).not.toHaveBeenCalled();
  });

  describe("with Supabase configured", () => {
    it("replaces the built list with a changed one and announces it", async () => {
      const fresh = toGuides([{ id: "x", name: "emergency-vehicle.pdf", bytes: 4096 }, { id: "y", name: "EV charging.pdf", bytes: 1024 }], { entries: catalogue, fallbackDescription: page.fallbackDescription }, (name) => `https://cdn.example/${name}`);
      supabaseReturning(jest.fn().mockResolvedValue(fresh));
      renderStyled(<GuideList {...props} />);
      expect(screen.getAllByRole("listitem")).toHaveLength(catalogue.length);
      await waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2));
      expect(screen.getByRole("status")).toHaveTextContent(page.updatedText);
      expect(screen.getByRole("link", { name: "Download EV charging (PDF, 1 KB)" })).toHaveAttribute("href", "https://cdn.example/EV charging.pdf");
      expect(screen.getByText(page.fallbackDescription)).toBeInTheDocument();
    });

    it("keeps the built list, logging why, when the refresh fails", async () => {
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
      supabaseReturning(jest.fn().mockRejectedValue(new Error("network down")));
      renderStyled(<GuideList {...props} />);
      await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining(`keeping the ${catalogue.length} guide(s) from the build`), expect.any(Error)));
      expect(screen.getAllByRole("listitem")).toHaveLength(catalogue.length);
      expect(screen.getByRole("status")).toHaveTextContent("");
    });

    it("keeps the built list, with a warning, when the bucket lists empty", async () => {
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
      supabaseReturning(jest.fn().mockResolvedValue([]));
      renderStyled(<GuideList {...props} />);
      await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('Supabase bucket "guides" listed no guides')));
      expect(screen.getAllByRole("listitem")).toHaveLength(catalogue.length);
    });

    it("leaves an unchanged list alone, without an announcement", async () => {
      const listGuides = jest.fn().mockResolvedValue(built);
      supabaseReturning(listGuides);
      renderStyled(<GuideList {...props} />);
      await waitFor(() => expect(listGuides).toHaveBeenCalled());
      await Promise.resolve();
      expect(screen.getByRole("status")).toHaveTextContent("");
    });
  });
});
