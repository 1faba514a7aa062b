import { screen, waitFor } from "@testing-library/react";
import * as gatsby from "gatsby";
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { IntroVideo, IntroVideoPlayer } from "../../src/components/IntroVideo";
import { getSupabaseBackend, type VideoFiles } from "../../src/lib/storage";
import { renderStyled } from "../helpers/render";
import { readData, siteData, supabaseProject } from "../helpers/siteData";

jest.mock("../../src/lib/storage", () => ({ ...jest.requireActual("../../src/lib/storage"), getSupabaseBackend: jest.fn() }));

const fallbackText = readData<{ video: { fallback: string } }>("home.json").video.fallback;
const embedded: VideoFiles = { url: "/video/intro.mp4", posterUrl: "/video/intro.jpg", captionsUrl: "/video/intro.vtt" };

function supabaseVideo(getVideo: () => Promise<VideoFiles | null>): void {
  jest.mocked(getSupabaseBackend).mockReturnValue({ kind: "supabase", listGuides: jest.fn(), getPublicUrl: jest.fn(), download: jest.fn(), getVideo });
}

const section = (player: React.ReactNode): React.ReactNode => (
  <section aria-label="See how we work">
    <h2>See how we work</h2>
    {player}
  </section>
);

describe("intro video", () => {
  it("renders nothing, not even its section, with the embedded default and no video file", () => {
    const { container } = renderStyled(<IntroVideoPlayer supabase={null} embedded={null} fallbackText={fallbackText}>{section}</IntroVideoPlayer>);
    expect(container).toBeEmptyDOMElement();
    expect(getSupabaseBackend).not.toHaveBeenCalled();
  });

  it("plays the committed video muted, with controls, poster, captions and the fallback text", () => {
    renderStyled(<IntroVideoPlayer supabase={null} embedded={embedded} fallbackText={fallbackText} title="Introduction to our workshop" captionsLabel="English">{section}</IntroVideoPlayer>);
    const video = screen.getByLabelText<HTMLVideoElement>("Introduction to our workshop");
    expect(screen.getByRole("region", { name: "See how we work" })).toContainElement(video);
    expect(video.tagName).toBe("VIDEO");
    expect(video.muted).toBe(true);
    expect(video.controls).toBe(true);
    expect(video).toHaveAttribute("poster", "/video/intro.jpg");
    expect(video).toHaveAttribute("preload", "none");
    expect(video.querySelector("source")).toHaveAttribute("src", "/video/intro.mp4");
    expect(video.querySelector("source")).toHaveAttribute("type", "video/mp4");
    expect(video.querySelector('track[kind="captions"]')).toHaveAttribute("src", "/video/intro.vtt");
    expect(video).toHaveTextContent("Your browser does not support the video tag.");
  });

  it("preloads metadata for a first frame when there is no poster, and adds no track without captions", () => {
    renderStyled(<IntroVideoPlayer supabase={null} embedded={{ url: "/video/intro.mp4", posterUrl: null, captionsUrl: null }} fallbackText={fallbackText} title="Intro" />);
    const video = screen.getByLabelText("Intro");
    expect(video).toHaveAttribute("preload", "metadata");
    expect(video).not.toHaveAttribute("poster");
    expect(video.querySelector("track")).toBeNull();
  });

  it("is in the server HTML, muted, when the file is committed", () => {
    const html = renderToStaticMarkup(<IntroVideoPlayer supabase={null} embedded={embedded} fallbackText={fallbackText} />);
    expect(html).toMatch(/<video[^>]* muted=""/);
    expect(html).toContain('<source src="/video/intro.mp4" type="video/mp4"/>');
  });

  describe("with Supabase configured", () => {
    it("shows a pulsing placeholder while the address is looked up, then the video", async () => {
      let resolve: (files: VideoFiles) => void = () => undefined;
      const getVideo = jest.fn(() => new Promise<VideoFiles>((done) => (resolve = done)));
      supabaseVideo(getVideo);
      renderStyled(<IntroVideoPlayer supabase={supabaseProject} embedded={null} fallbackText={fallbackText} title="Intro" loadingLabel="Loading the video" />);
      expect(screen.getByTestId("intro-video-loading")).toHaveAttribute("aria-busy", "true");
      expect(screen.getByRole("status")).toHaveTextContent("Loading the video");
      await waitFor(() => expect(getVideo).toHaveBeenCalled());
      expect(screen.getByTestId("intro-video-loading")).toBeInTheDocument();
      resolve({ url: "https://project.supabase.example/storage/v1/object/public/video/intro.mp4", posterUrl: null, captionsUrl: null });
      const video = await screen.findByLabelText("Intro");
      expect(video.querySelector("source")).toHaveAttribute("src", "https://project.supabase.example/storage/v1/object/public/video/intro.mp4");
      expect(screen.queryByTestId("intro-video-loading")).not.toBeInTheDocument();
    });

    it("logs a failed lookup and hides the section", async () => {
      const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
      supabaseVideo(() => Promise.reject(new Error("offline")));
      const { container } = renderStyled(<IntroVideoPlayer supabase={supabaseProject} embedded={null} fallbackText={fallbackText}>{section}</IntroVideoPlayer>);
      expect(screen.getByRole("region")).toBeInTheDocument();
      await waitFor(() => expect(container).toBeEmptyDOMElement());
      expect(warn).toHaveBeenCalledWith("Could not load the intro video from Supabase.", expect.any(Error));
    });

    it("falls back to the committed video when the bucket has none", async () => {
      jest.spyOn(console, "warn").mockImplementation(() => undefined);
      supabaseVideo(async () => null);
      renderStyled(<IntroVideoPlayer supabase={supabaseProject} embedded={embedded} fallbackText={fallbackText} title="Intro" />);
      await waitFor(() => expect(screen.getByLabelText("Intro").querySelector("source")).toHaveAttribute("src", "/video/intro.mp4"));
    });
  });

  it("reads the committed video found at build", () => {
    jest.spyOn(gatsby, "useStaticQuery").mockReturnValue({ ...siteData, storageVideo: embedded });
    renderStyled(<IntroVideo fallbackText={fallbackText} title="Intro" />);
    expect(screen.getByLabelText("Intro").querySelector("source")).toHaveAttribute("src", "/video/intro.mp4");
  });

  it("renders nothing when the build found no video", () => {
    jest.spyOn(gatsby, "useStaticQuery").mockReturnValue({ ...siteData, storageVideo: null });
    const { container } = renderStyled(<IntroVideo fallbackText={fallbackText} />);
    expect(container).toBeEmptyDOMElement();
  });
});
