import { graphql, type HeadFC, type PageProps } from "gatsby";
import React, { useMemo } from "react";
import { CtaBand, PageHero } from "../components/blocks";
import { GuideList } from "../components/GuideList";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { Seo } from "../components/Seo";
import { Container, Section, SectionHeader } from "../components/ui";
import { must } from "../lib/must";

export default function ResourcesPage({ data }: PageProps<Queries.ResourcesPageQuery>): React.JSX.Element {
  const page = must(data.resourcesPageJson, "data/resources-page.json");
  const guides = useMemo(() => data.allStorageGuide.nodes.map(({ fileId, ...guide }) => ({ id: fileId, ...guide })), [data.allStorageGuide.nodes]);
  return (
    <>
      <PageHero heading={page.hero.heading} intro={page.hero.intro} before={<Breadcrumbs route={data.pageRoute} />} />
      <Section>
        <Container>
          <SectionHeader>
            <h2>{page.guidesHeading}</h2>
          </SectionHeader>
          <GuideList
            guides={guides}
            catalogue={page.guides}
            fallbackDescription={page.fallbackDescription}
            copy={{ downloadLabel: page.downloadLabel, emptyText: page.emptyText, fileTypeLabel: page.fileTypeLabel, updatedText: page.updatedText }}
          />
        </Container>
      </Section>
      <CtaBand {...page.cta} to={must(data.navigationJson, "data/navigation.json").enquiry.to} />
    </>
  );
}

export const Head: HeadFC<Queries.ResourcesPageQuery> = ({ data, location }) => (
  <Seo {...must(data.resourcesPageJson, "data/resources-page.json").seo} pathname={location.pathname} structuredData={data.pageRoute?.structuredData} />
);

export const query = graphql`
  query ResourcesPage($path: String!) {
    pageRoute(path: $path) {
      ...PageRouteData
    }
    navigationJson {
      enquiry {
        to
      }
    }
    resourcesPageJson {
      seo {
        ...SeoData
      }
      hero {
        heading
        intro
      }
      guidesHeading
      downloadLabel
      emptyText
      fileTypeLabel
      fallbackDescription
      updatedText
      guides {
        file
        title
        description
        icon
      }
      cta {
        ...CtaData
      }
    }
    allStorageGuide(sort: { position: ASC }) {
      nodes {
        fileId
        name
        title
        description
        icon
        size
        downloadUrl
      }
    }
  }
`;
