-- 文章 (issue 18): the demo resource of the 表格 pages (dynamic columns, drag to reorder, inline
-- edit, the complex table). Staff read and write it; patients have no permission on it. Grants
-- need nothing here (platform/db/app-role.ts re-grants every table and sequence).

-- The 拖拽表格 order: a new article goes last. Reordering swaps positions among the articles
-- moved, so positions need not be dense; ties (none are made) would fall back to id.
CREATE SEQUENCE article_positions AS integer;

CREATE TABLE articles (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title        text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  author       text NOT NULL CHECK (length(author) BETWEEN 1 AND 50),
  reviewer     text NOT NULL DEFAULT '' CHECK (length(reviewer) <= 50),
  importance   smallint NOT NULL CHECK (importance BETWEEN 1 AND 3),
  type         text NOT NULL CHECK (type IN ('education', 'guide', 'research', 'notice')),
  status       text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'deleted')),
  pageviews    integer NOT NULL DEFAULT 0 CHECK (pageviews >= 0),
  display_time timestamptz NOT NULL,
  remark       text NOT NULL DEFAULT '' CHECK (length(remark) <= 500),
  position     integer NOT NULL DEFAULT nextval('article_positions'),
  created_by   integer REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
ALTER SEQUENCE article_positions OWNED BY articles.position;

-- The 拖拽表格 reads pages in this order.
CREATE INDEX articles_position_idx ON articles (position, id);

INSERT INTO role_permissions (role_key, permission) VALUES
  ('admin', 'article:list'),
  ('admin', 'article:add'),
  ('admin', 'article:update'),
  ('admin', 'article:export'),
  ('doctor', 'article:list'),
  ('doctor', 'article:add'),
  ('doctor', 'article:update'),
  ('doctor', 'article:export')
ON CONFLICT DO NOTHING;
