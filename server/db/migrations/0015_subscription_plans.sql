-- A coach's plan comes from all of their own running subscriptions (issue 28), not from the last
-- event that named them: each subscription keeps the name and price of the plan it is on.
alter table billing_subscriptions add column plan_name text;
alter table billing_subscriptions add column price numeric(10, 2) not null default 0;
-- Subscriptions recorded before: the plan their coach's fields show, where it is theirs.
update billing_subscriptions s
   set plan_name = u.subscription_name, price = u.price
  from users u
 where u.id = s.user_id and s.price_id is not distinct from u.subscription_plan_id;
