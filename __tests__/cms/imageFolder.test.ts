import { fieldForValue, foldersOf, type FieldConfig } from "../../src/cms/imageFolder";

/** A stand-in for Decap's Immutable field configuration: set returns a changed copy. */
class Field implements FieldConfig {
  constructor(readonly values: Readonly<Record<string, unknown>>) {}
  set(key: string, value: unknown): Field {
    return new Field({ ...this.values, [key]: value });
  }
}

describe("finding a picture in the folder its path names", () => {
  it("reads the folder from the path", () => {
    expect(foldersOf("images/services/bespoke-requirements.jpg")).toEqual({ media_folder: "/data/images/services", public_folder: "images/services" });
    expect(foldersOf("images/logo.png")).toEqual({ media_folder: "/data/images", public_folder: "images" });
  });

  it.each([undefined, "", "https://example.com/a.jpg", "/static/a.jpg", 3])("leaves the field's folders for %j", (value) => {
    expect(foldersOf(value)).toBeUndefined();
    const field = new Field({ media_folder: "/data/images/sectors", public_folder: "images/sectors" });
    expect(fieldForValue(field, value)).toBe(field);
  });

  it("points the field at the picture's own folder, whatever folder new uploads go to", () => {
    const field = new Field({ name: "image", media_folder: "/data/images/sectors", public_folder: "images/sectors" });
    expect(fieldForValue(field, "images/services/bespoke-requirements.jpg")?.values).toEqual({
      name: "image",
      media_folder: "/data/images/services",
      public_folder: "images/services",
    });
    expect(field.values.media_folder).toBe("/data/images/sectors");
  });
});
